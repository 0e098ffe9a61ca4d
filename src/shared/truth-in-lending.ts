// The explanations of the federal Truth-in-Lending box (Reg. Z 1026.18, in the words of the model
// form): one text for the signed contract PDF, the customer's page and the editor's preview.

export const TIL_EXPLANATIONS = {
  apr: 'The cost of your credit as a yearly rate.',
  financeCharge: 'The dollar amount the credit will cost you.',
  amountFinanced: 'The amount of credit provided to you or on your behalf.',
  totalOfPayments: 'The amount you will have paid after you have made all payments as scheduled.',
  /** The down payment as shown (formatMoney or formatUsd). */
  totalSalePrice: (downPayment: string) =>
    `The total cost of your purchase on credit, including your down payment of ${downPayment}.`,
} as const;
