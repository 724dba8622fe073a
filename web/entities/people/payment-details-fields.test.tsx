import { useForm } from '@mantine/form';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatAbn, formatBsb } from '../../../shared/validation';
import { cleanUpAfterTest, renderPage } from '../../test/render';
import { PaymentDetailsFields } from './payment-details-fields';

afterEach(cleanUpAfterTest);

function Form() {
  const form = useForm({
    initialValues: { name: 'Sam', abn: '', bank_bsb: '', bank_account: '', legal_name: '', legal_business_name: '' },
  });
  return <PaymentDetailsFields form={form} />;
}

describe('the payment details fields', () => {
  it('give the ABN and BSB their printed form when the box is left', () => {
    renderPage(<Form />, '/');
    const abn = screen.getByLabelText('ABN') as HTMLInputElement;
    const bsb = screen.getByLabelText('BSB') as HTMLInputElement;
    fireEvent.change(abn, { target: { value: '51824753556' } });
    fireEvent.blur(abn);
    fireEvent.change(bsb, { target: { value: '062000' } });
    fireEvent.blur(bsb);
    expect(abn.value).toBe(formatAbn('51824753556'));
    expect(bsb.value).toBe(formatBsb('062000'));
    expect(abn.value).not.toBe('51824753556');
    expect(screen.getByLabelText('Legal business name')).toBeTruthy();
  });
});
