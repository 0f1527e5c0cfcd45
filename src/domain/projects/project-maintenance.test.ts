import { describe, expect, it } from 'vitest';
import { renderEmail, renderSms } from '@domain/notifications/notification-templates';
import { SMS_LIMIT } from '@domain/notifications/notification-text';
import { addMonthsToDay, dueMaintenanceReminders, maintenanceBookingPath, warrantyCovers } from './project-maintenance';

const settings = { batteryCheckMonths: 6, panelCleaningMonth: 3 };
const installation = (commissioned: string) => ({
  kind: 'installation' as const,
  stage: 'commissioned' as const,
  commissionedAt: new Date(`${commissioned}T10:00:00Z`),
});

describe('addMonthsToDay', () => {
  it('keeps the day, or the month’s last when shorter, across years', () => {
    expect(addMonthsToDay('2026-11-25', 6)).toBe('2027-05-25');
    expect(addMonthsToDay('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonthsToDay('2026-08-31', 18)).toBe('2028-02-29');
  });
});

describe('dueMaintenanceReminders', () => {
  it('has nothing before the first battery check and the first cleaning month', () => {
    expect(dueMaintenanceReminders(installation('2026-11-25'), settings, '2027-02-28')).toEqual([]);
  });

  it('cleans in the first March after commissioning, checks the battery 6 months on', () => {
    expect(dueMaintenanceReminders(installation('2026-11-25'), settings, '2027-03-01')).toEqual([
      { key: 'cleaning-2027-03', task: 'cleaning', dueOn: '2027-03-01' },
    ]);
    expect(dueMaintenanceReminders(installation('2026-11-25'), settings, '2027-05-25')).toEqual([
      { key: 'battery-2027-05', task: 'battery', dueOn: '2027-05-25' },
      { key: 'cleaning-2027-03', task: 'cleaning', dueOn: '2027-03-01' },
    ]);
  });

  it('does not clean in the commissioning month itself: the panels are new', () => {
    expect(dueMaintenanceReminders(installation('2026-03-10'), settings, '2026-12-31').map((r) => r.key)).toEqual([
      'battery-2026-09',
    ]);
    expect(dueMaintenanceReminders(installation('2026-02-10'), settings, '2026-03-01').map((r) => r.key)).toEqual([
      'cleaning-2026-03',
    ]);
  });

  it('gives only the latest of each task, with a key that does not change from day to day', () => {
    const a = dueMaintenanceReminders(installation('2026-11-25'), settings, '2028-06-01');
    const b = dueMaintenanceReminders(installation('2026-11-25'), settings, '2028-11-24');
    expect(a.map((r) => r.key)).toEqual(['battery-2028-05', 'cleaning-2028-03']);
    expect(b.map((r) => r.key)).toEqual(['battery-2028-05', 'cleaning-2028-03']);
  });

  it('follows the settings: a 3-month battery check, cleaning in April', () => {
    const keys = dueMaintenanceReminders(
      installation('2026-11-25'),
      { batteryCheckMonths: 3, panelCleaningMonth: 4 },
      '2027-04-02',
    );
    expect(keys.map((r) => r.key)).toEqual(['battery-2027-02', 'cleaning-2027-04']);
  });

  it('has none for an installation not commissioned, an audit or a maintenance visit', () => {
    const today = '2030-01-01';
    expect(dueMaintenanceReminders({ ...installation('2026-11-25'), stage: 'installed' }, settings, today)).toEqual([]);
    expect(dueMaintenanceReminders({ ...installation('2026-11-25'), kind: 'maintenance' }, settings, today)).toEqual(
      [],
    );
    expect(dueMaintenanceReminders({ ...installation('2026-11-25'), kind: 'audit' }, settings, today)).toEqual([]);
    expect(dueMaintenanceReminders({ ...installation('2026-11-25'), commissionedAt: null }, settings, today)).toEqual(
      [],
    );
  });
});

describe('the booking link and warranties', () => {
  it('books a maintenance visit for the installation', () => {
    expect(maintenanceBookingPath('abc123')).toBe('/projects/new?kind=maintenance&for=abc123');
  });

  it('covers up to and including the last day', () => {
    expect(warrantyCovers({ endsOn: '2036-11-25' }, '2036-11-25')).toBe(true);
    expect(warrantyCovers({ endsOn: '2036-11-25' }, '2036-11-26')).toBe(false);
  });
});

describe('the reminder’s messages', () => {
  const data = {
    projectId: 'Zx81kQ2mP0aB7cD9eF1g',
    projectNumber: 'SP-2611-48213',
    projectKind: 'installation' as const,
    shopUrl: 'https://shop.savannasolar.com.gh',
    customerName: 'Abena Mahama',
    maintenanceTask: 'battery' as const,
    maintenanceDue: '2027-05-25',
  };
  const booking = 'https://shop.savannasolar.com.gh/projects/new?kind=maintenance&for=Zx81kQ2mP0aB7cD9eF1g';

  it('mails what is due and one link that books the visit', () => {
    const mail = renderEmail('project_maintenance_due', data);
    expect(mail.subject).toBe('Savanna Solar: time for your battery check');
    expect(mail.text).toContain('It is time for the battery check of your solar system (project SP-2611-48213).');
    expect(mail.text).toContain(`Book the maintenance visit: ${booking}`);
    expect(mail.html).toContain(`<a href="${booking.replace(/&/g, '&amp;')}">Book the maintenance visit`);
    expect(mail.text).not.toContain('/projects/Zx81');
  });

  it('texts it in one SMS with the link, the panels’ cleaning too', () => {
    for (const task of ['battery', 'cleaning'] as const) {
      const sms = renderSms('project_maintenance_due', { ...data, maintenanceTask: task });
      expect(sms.length, sms).toBeLessThanOrEqual(SMS_LIMIT);
      expect(sms).toContain(booking);
      expect(sms).toContain(task === 'battery' ? 'battery check' : 'panel cleaning');
    }
  });
});
