// The demo terms of service: long enough that a reader must scroll (spec §9: terms scroll threshold).
export const TERMS_TITLE = 'PayPlan Practice Services Agreement';

// prettier-ignore
const SECTIONS: [string, string[]][] = [
  ['1. Acceptance of These Terms', [
    'These Practice Services Terms ("Terms") govern the use of the PayPlan web application (the "Service") by the practice that holds an account (the "Practice") and by every person the Practice authorizes to sign in (each a "User"). By selecting "I Accept", the User agrees to these Terms on behalf of the Practice and confirms that he or she has authority to do so.',
    'If the Practice does not agree to these Terms, the User must not use the Service. These Terms replace every earlier version for all use of the Service from the date shown above.',
  ]],
  ['2. The Service', [
    'The Service lets the Practice originate customer payment-plan agreements, request a soft credit review ("CSR") with the customer\'s authorization, collect electronic signatures, record bank (ACH) and card payment methods, and view reports about the agreements it has originated.',
    'PayPlan services each agreement after it is signed: it collects scheduled payments, sends notices, and remits collected funds to the Practice as described in the Remittance Schedule. The Service does not provide medical, dental or veterinary advice, and PayPlan is not a party to the care the Practice provides.',
    'PayPlan may add, change or retire features. Where a change materially reduces what the Practice can do, PayPlan will give at least thirty (30) days\' notice through the Service or by email.',
  ]],
  ['3. Accounts, Users and Permissions', [
    'The Practice is responsible for every User it authorizes and for the permission level each User holds: read, edit, create or administer. The Practice must remove a User\'s access promptly when that person leaves or no longer needs it.',
    'Each User must keep his or her password confidential, must not share an account, and must tell PayPlan at once of any suspected unauthorized use. Passwords must meet the length and complexity rules shown when they are set. PayPlan may require multifactor verification for any User.',
    'PayPlan staff may view the Service as a User sees it in order to provide support. Every such session is recorded in an audit log that the Practice may request.',
  ]],
  ['4. Customer Information and Consent', [
    'The Practice must obtain each customer\'s consent before entering his or her information, requesting a CSR, or sending an agreement for signature. A CSR may be requested only with the customer\'s written or electronic authorization, which the Service records.',
    'The Practice must enter information accurately and completely, must not alter an agreement after the customer has signed it except through the rewrite process, and must give the customer a copy of the signed agreement and all required disclosures.',
    'Social Security numbers, bank account numbers and card numbers are encrypted when stored and are displayed only in masked form. Card security codes are used once to authorize a charge and are never stored.',
  ]],
  ['5. Fees and Remittance', [
    'Fees for the Service are set out in the Practice\'s fee schedule. The processing fee charged to a customer\'s card is non-refundable once the agreement is submitted. PayPlan may deduct its fees and any chargebacks, returned payments or refunds from amounts it remits.',
    'Remittances are made by ACH to the account the Practice designates, on the schedule shown in the Remittance report. The Practice must review each remittance and report any discrepancy within sixty (60) days; after that period the remittance is deemed correct.',
  ]],
  ['6. Compliance With Law', [
    'Each party will comply with the laws that apply to it, including the Truth in Lending Act and Regulation Z, the Equal Credit Opportunity Act, the Fair Credit Reporting Act, the Electronic Fund Transfer Act, the Telephone Consumer Protection Act, the CAN-SPAM Act, state usury and licensing laws, and privacy and data-security laws.',
    'The Service calculates finance charges, annual percentage rates and payment schedules from the terms the Practice enters and refuses terms above the maximum rate configured for the customer\'s state. The Practice remains responsible for offering terms that are lawful for its customers and its services.',
    'The Practice must not use the Service to discriminate against any applicant on a prohibited basis, and must not steer customers toward a plan based on any such basis.',
  ]],
  ['7. Acceptable Use', [
    'Users must not attempt to gain access to data of another practice, probe or test the security of the Service without written permission, introduce malicious code, scrape the Service by automated means, or use it to send unsolicited messages.',
    'PayPlan may suspend a User or the Practice without notice where it reasonably believes that continued access threatens the security of the Service, its customers or other practices, and will restore access once the threat is resolved.',
  ]],
  ['8. Data Protection and Security', [
    'PayPlan maintains administrative, technical and physical safeguards designed to protect customer information, including encryption in transit and at rest, role-based access, session time-outs, rate limits on sign-in attempts and regular review of access logs.',
    'PayPlan will notify the Practice without undue delay, and in any case within seventy-two (72) hours, after confirming a security incident that affects the Practice\'s data, and will cooperate with the Practice in meeting any notification duty it has under applicable law.',
    'PayPlan retains agreement records for the period the law requires after an agreement ends and then deletes or anonymizes them.',
  ]],
  ['9. Confidentiality', [
    'Each party will protect the other\'s confidential information with at least the care it uses for its own, will use it only to perform under these Terms, and will disclose it only to those who need it for that purpose and are bound by similar duties.',
  ]],
  ['10. Intellectual Property', [
    'PayPlan owns the Service, its software, documentation and trademarks. The Practice owns its data. The Practice grants PayPlan a license to use its data to provide and improve the Service and to prepare aggregated statistics that do not identify the Practice or any customer.',
  ]],
  ['11. Warranties and Disclaimers', [
    'PayPlan will provide the Service with reasonable skill and care and will make commercially reasonable efforts to keep it available twenty-four hours a day, except during scheduled maintenance announced in advance.',
    'EXCEPT AS STATED IN THESE TERMS, THE SERVICE IS PROVIDED "AS IS" AND PAYPLAN DISCLAIMS ALL OTHER WARRANTIES, EXPRESS OR IMPLIED, INCLUDING WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NON-INFRINGEMENT.',
  ]],
  ['12. Limitation of Liability', [
    'NEITHER PARTY WILL BE LIABLE FOR INDIRECT, INCIDENTAL, SPECIAL OR CONSEQUENTIAL DAMAGES, OR FOR LOST PROFITS, EVEN IF ADVISED OF THEIR POSSIBILITY. EACH PARTY\'S TOTAL LIABILITY UNDER THESE TERMS IS LIMITED TO THE FEES PAID BY THE PRACTICE IN THE TWELVE (12) MONTHS BEFORE THE CLAIM AROSE.',
    'These limits do not apply to a party\'s breach of its confidentiality or data-protection duties, to its indemnity obligations, or to amounts owed as remittances.',
  ]],
  ['13. Indemnity', [
    'The Practice will defend and indemnify PayPlan against third-party claims arising from the services the Practice provides to its customers, from information the Practice enters that it knew or should have known to be inaccurate, or from the Practice\'s breach of law. PayPlan will defend and indemnify the Practice against claims that the Service infringes a third party\'s intellectual property rights.',
  ]],
  ['14. Term and Termination', [
    'These Terms remain in effect while the Practice has an account. Either party may end them on sixty (60) days\' written notice. Agreements originated before termination continue to be serviced under these Terms until they are paid in full, cancelled or transferred.',
    'Sections 5, 8, 9, 10, 12, 13 and 15 survive termination.',
  ]],
  ['15. General', [
    'These Terms are governed by the laws of the State of Delaware, without regard to its conflict-of-law rules. Any dispute will be resolved in the state or federal courts located in Wilmington, Delaware, and each party consents to their jurisdiction.',
    'PayPlan may update these Terms. When it does, Users are asked to read and accept the new version before they continue; the Practice\'s continued use of the Service after acceptance is agreement to the update. Notices to PayPlan go to support@payplan.example; notices to the Practice go to the email address of its administrator on file.',
    'If any provision of these Terms is held unenforceable, the rest remains in effect. A failure to enforce a provision is not a waiver. These Terms, the fee schedule and the Remittance Schedule are the entire agreement of the parties about the Service.',
  ]],
];

export const TERMS_BODY = [
  'Effective November 22, 2026. Please read these Terms carefully and scroll to the end to accept them.',
  ...SECTIONS.map(([heading, paragraphs]) => [heading, ...paragraphs].join('\n\n')),
].join('\n\n');
