import type { PaymentMethodInput } from '@liner/domain';

/** What every provider's card form takes. */
export interface CardFormProps {
  submitLabel: string;
  /**
   * Called with the payment method the provider's browser side made; what it throws (a declined
   * card, an unknown plan) is shown under the card and the form stays filled for another try.
   */
  onPaymentMethod(method: PaymentMethodInput): Promise<void>;
  /** Something else on the page is not ready (no plan chosen). */
  disabled?: boolean;
}
