import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormTabs } from '@/app/account/form-tabs';
import type { ResolvedFormTab } from '@/schema/resolved';

function Tabs() {
  const [current, setCurrent] = useState('username');
  const tabs: ResolvedFormTab[] = [
    { id: 'username', label: 'Username', fields: ['username'] },
    { id: 'phone', label: 'Mobile number', fields: ['phone'] },
  ];
  return <FormTabs tabs={tabs} current={current} onSelect={setCurrent} t={(key) => key} label="Register with" />;
}

describe('a form document\'s tabs (WAI-ARIA tabs)', () => {
  it('move the selection and the focus together with the arrow keys, one tab in the tab order', async () => {
    render(<Tabs />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    const phone = screen.getByRole('tab', { name: 'Mobile number' });
    expect(phone).toHaveAttribute('aria-selected', 'true');
    expect(phone).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveAttribute('tabindex', '-1');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveFocus();
  });
});
