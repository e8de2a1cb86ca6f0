import type { RegistryWidgetsType, RJSFSchema, WidgetProps } from '@rjsf/utils';
import type { FormValues } from '@/renderer/form/field-rules';
import { ConsentWidget } from '@/renderer/form/consent-widget';
import { contextOf, type SchemaFormContext } from '@/renderer/form/form-context';
import { BaseInputTemplate } from '@/renderer/form/templates';
import { useAccountForm } from './account-form-context';
import { CaptchaImage } from './captcha-image';
import { SmsCodeButton } from './sms-code-button';

type Widget = WidgetProps<FormValues, RJSFSchema, SchemaFormContext>;

/** A code input with its "Get code" button (spec §2 register, §4 SMS code). */
function SmsCodeWidget(props: Widget) {
  const { sendSms, phoneAuth = false } = useAccountForm();
  const { values } = contextOf(props.registry.formContext);
  return (
    <div className="sf-inline">
      <BaseInputTemplate {...props} type="text" options={{ ...props.options, inputType: 'text' }} />
      <SmsCodeButton send={() => sendSms(values)} firebase={phoneAuth} controls={props.id} />
    </div>
  );
}

/** The captcha input beside its image (click to refresh). */
function CaptchaWidget(props: Widget) {
  const { captchaKey } = useAccountForm();
  return (
    <div className="sf-inline">
      <BaseInputTemplate {...props} options={{ ...props.options, inputType: 'text', autocomplete: 'off' }} />
      <CaptchaImage refreshKey={captchaKey} />
    </div>
  );
}

function MobileWidget(props: Widget) {
  return <BaseInputTemplate {...props} options={{ ...props.options, inputType: 'tel' }} />;
}

/** Country-code picker (spec §2 "optional country-code picker"): the document's enum, shown as +code. */
function CountryCodeWidget({ id, value, onChange, options, disabled }: Widget) {
  return (
    <select id={id} className="sf-input country-code" value={typeof value === 'string' ? value : ''} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
      {(options.enumOptions ?? []).map((option) => (
        <option key={String(option.value)} value={String(option.value)}>
          +{String(option.value)}
        </option>
      ))}
    </select>
  );
}

/** Widgets the account form documents name in `ui:widget`. */
export const accountWidgets: RegistryWidgetsType<FormValues, RJSFSchema, SchemaFormContext> = {
  smsCode: SmsCodeWidget,
  captcha: CaptchaWidget,
  mobile: MobileWidget,
  countryCode: CountryCodeWidget,
  consent: ConsentWidget,
};
