import { describe, expect, it } from 'vitest';
import { requestFormSchema, maintenanceRequestValues, requestFrom } from '../utils/request-form';

describe('a maintenance visit booked from a reminder', () => {
  const installation = {
    number: 'SP-2611-48213',
    customer: { name: 'Abena Mahama', phone: '+233241234567', email: 'abena@example.com' },
    site: { region: 'Northern' as const, town: 'Savelugu', gpsAddress: 'NT-0123-4567', landmark: 'Near the market' },
  };

  it('fills the form from the installation, the first open day in the morning, ready to send as it is', () => {
    const values = maintenanceRequestValues(installation, ['2026-11-27', '2026-11-28']);
    expect(values).toEqual({
      kind: 'maintenance',
      name: 'Abena Mahama',
      phone: '0241234567',
      site: installation.site,
      day: '2026-11-27',
      slot: 'morning',
      message: 'Maintenance of installation SP-2611-48213',
    });
    const checked = requestFormSchema({ surveyDays: ['2026-11-27', '2026-11-28'] }, '2026-11-26').safeParse(values);
    expect(checked.success).toBe(true);
    const request = requestFrom(checked.data!, {
      projectId: 'id-1',
      sizing: null,
      fromProductId: null,
      servicesProjectId: 'inst-1',
    });
    expect(request).toMatchObject({ kind: 'maintenance', servicesProjectId: 'inst-1', slot: { day: '2026-11-27' } });
  });

  it('leaves the day empty when no day is open (staff then call)', () => {
    expect(maintenanceRequestValues(installation, [])).toMatchObject({ day: '', slot: '' });
  });
});
