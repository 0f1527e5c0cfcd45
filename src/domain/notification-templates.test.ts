import { describe, expect, it } from 'vitest';
import { renderEmail, renderSms } from './notification-templates';

describe('enquiry acknowledgement', () => {
  // Even handed the visitor's words, the acknowledgement says only the shop's own (docs/abuse-limits.md).
  const typed = {
    customerName: 'Prize Desk evil.example',
    subject: 'Claim GHS 5000 at evil.example',
    message: 'Send your PIN to evil.example',
    email: 'victim@example.com',
    phone: '+233201234567',
  };

  it.each(['message', 'quote'] as const)('for a %s repeats nothing the visitor typed', (enquiryKind) => {
    const mail = renderEmail('enquiry_ack', { enquiryKind, ...typed });
    const sms = renderSms('enquiry_ack', { enquiryKind, ...typed });
    const all = [mail.subject, mail.text, mail.html, sms].join('\n');
    for (const words of Object.values(typed)) expect(all).not.toContain(words);
    expect(all).not.toContain('evil');
    expect(mail.subject).toBe(
      `Savanna Solar: we received your ${enquiryKind === 'quote' ? 'quote request' : 'message'}`,
    );
  });

  it("staff alerts keep what was written: they go to the shop's own people", () => {
    const mail = renderEmail('enquiry_staff', { enquiryKind: 'message', ...typed });
    expect(mail.subject).toContain(typed.subject);
    expect(mail.text).toContain(typed.message);
  });
});
