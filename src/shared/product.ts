// Product names, support line and per-industry links (spec §1, §2). The spec leaves the phone number,
// the training links and the names open: these are the demo configuration, changed here in one place.
import type { Industry } from './facility';

export const PRODUCT = {
  name: 'PayPlan Practice Financing',
  shortName: 'PayPlan',
  titleSeparator: ' | ',
  supportPhone: '(800) 555-0142',
  supportHours: 'Monday to Friday 9:00am to 5:30pm Eastern',
  supportEmail: 'support@payplan.example',
} as const;

/** Services listed in the header, per industry (spec §1). */
export const INDUSTRY_SERVICES: Record<Industry, string[]> = {
  veterinary: ['Payment Plans', 'Prepayment Plans', 'Wellness Plans', 'Pet Savings Accounts'],
  dental: ['Payment Plans', 'Prepayment Plans', 'Wellness Plans', 'Membership Plans'],
  general: [
    'Payment Plans',
    'Prepayment Plans',
    'Maintenance Plans',
    'Membership Plans',
    'Recurring Billing',
  ],
};

export interface TrainingLink {
  label: string;
  href: string;
  external: boolean;
}

/** 'Tools for success' (spec §2): veterinary and dental only; the PDFs listed are veterinary only. */
export const TOOLS_FOR_SUCCESS: Partial<Record<Industry, TrainingLink[]>> = {
  veterinary: [
    { label: 'Best Practices', href: '/static/docs/veterinary/best-practices.pdf', external: false },
    {
      label: 'Missed Payments and Recovery',
      href: '/static/docs/veterinary/missed-payments-and-recovery.pdf',
      external: false,
    },
    {
      label: 'Pet Owner Brochure (English)',
      href: '/static/docs/veterinary/pet-owner-brochure-en.pdf',
      external: false,
    },
    {
      label: 'Pet Owner Brochure (Spanish)',
      href: '/static/docs/veterinary/pet-owner-brochure-es.pdf',
      external: false,
    },
    {
      label: 'Billing Information Form (English)',
      href: '/static/docs/veterinary/billing-information-form-en.pdf',
      external: false,
    },
    {
      label: 'Billing Information Form (Spanish)',
      href: '/static/docs/veterinary/billing-information-form-es.pdf',
      external: false,
    },
    { label: 'Schedule Training', href: 'https://training.payplan.example/veterinary', external: true },
    { label: 'How-To Videos', href: 'https://videos.payplan.example/veterinary', external: true },
  ],
  dental: [
    { label: 'Schedule Training', href: 'https://training.payplan.example/dental', external: true },
    { label: 'How-To Videos', href: 'https://videos.payplan.example/dental', external: true },
  ],
};

/** Training material and how-to videos for every industry, shown under the support line (spec §1). */
export const TRAINING_LINKS: Record<Industry, TrainingLink[]> = {
  veterinary: [
    { label: 'Training Material', href: 'https://training.payplan.example/veterinary', external: true },
    { label: 'How-To Videos', href: 'https://videos.payplan.example/veterinary', external: true },
  ],
  dental: [
    { label: 'Training Material', href: 'https://training.payplan.example/dental', external: true },
    { label: 'How-To Videos', href: 'https://videos.payplan.example/dental', external: true },
  ],
  general: [
    { label: 'Training Material', href: 'https://training.payplan.example/general', external: true },
    { label: 'How-To Videos', href: 'https://videos.payplan.example/general', external: true },
  ],
};
