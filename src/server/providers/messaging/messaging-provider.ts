// Messaging provider (ARCHITECTURE.md: each outside party behind an interface): email and SMS.
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface SmsMessage {
  to: string;
  text: string;
}

export interface MessagingProvider {
  readonly name: string;
  sendEmail(message: EmailMessage): Promise<void>;
  sendSms(message: SmsMessage): Promise<void>;
}

/** One line for the log: who, never what (messages carry sign-in links). */
export type MessagingNotice = (line: string) => void;
