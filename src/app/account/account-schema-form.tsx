import { Suspense, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { SchemaFormProps } from '@/renderer/form/schema-form';
import { accountWidgets } from './account-widgets';
import { LazySchemaForm } from './lazy-schema-form';

type AccountSchemaFormProps = Omit<SchemaFormProps, 't' | 'widgets' | 'children'> & {
  /** The last failure, shown above the buttons (spec §8); what was typed stays in the fields. */
  message?: string | undefined;
  /** The form's buttons. */
  children: ReactNode;
};

/** Every account form the same way: rjsf loaded on demand, the account widgets, the failure line, then the buttons. */
export function AccountSchemaForm({ message, children, ...form }: AccountSchemaFormProps) {
  const { t } = useTranslation();
  return (
    <Suspense fallback={<div className="schema-loading" aria-busy="true" />}>
      <LazySchemaForm {...form} t={t} widgets={accountWidgets}>
        {message && (
          <p className="account-message" role="alert">
            {message}
          </p>
        )}
        {children}
      </LazySchemaForm>
    </Suspense>
  );
}
