/**
 * The demo shop's installation projects as the seed describes them: one or more in every stage, at real-looking
 * sites around Tamale, with the appliances their survey records (the calculator's presets).
 */
import type { ProjectKind, ProjectSite, ProjectStage } from '@domain/projects/project';
import { applianceFromPreset, findPreset, type Appliance } from '@domain/sizing/sizing';

const appliance = (key: string, quantity: number): Appliance => {
  const preset = findPreset(key);
  if (!preset) throw new Error(`No appliance preset "${key}"`);
  return applianceFromPreset(preset, quantity);
};

/** A home's and a shop's appliances, as the calculator's presets name them. */
const HOME: Appliance[] = [appliance('led', 8), appliance('cfan', 3), appliance('tv', 1), appliance('fridge', 1)];
const SHOP: Appliance[] = [appliance('led', 6), appliance('freezer', 2), appliance('cfan', 2), appliance('lap', 1)];

export interface DemoProject {
  key: string;
  stage: ProjectStage;
  kind: ProjectKind;
  site: ProjectSite;
  /** Days before the seeding it was requested */
  requestedDaysAgo: number;
  /** The survey's day, in days from the seeding (negative: past) */
  surveyInDays?: number;
  appliances: Appliance[];
  message: string;
  /** The proposal's validity, in days from the seeding (proposal_sent and later) */
  validForDays?: number;
  /** The installation's day, in days from the seeding */
  installInDays?: number;
  /** Its booked visit (the survey, or the installation once booked) is the demo technician's (DEMO_STAFF) */
  technicianVisit?: true;
  closedReason?: string;
  /** The demo customer's own (customer@example.com) */
  demoCustomer?: boolean;
}

const site = (town: string, gpsAddress: string, landmark: string): ProjectSite => ({
  region: 'Northern',
  town,
  gpsAddress,
  landmark,
});

/** Every stage at least once; two where the board's "needs action" has something to show. */
export const DEMO_PROJECTS: DemoProject[] = [
  {
    key: 'requested-lamashegu',
    stage: 'requested',
    kind: 'installation',
    site: site('Lamashegu, Tamale', 'NT-0112-4471', 'Behind the Lamashegu police station'),
    requestedDaysAgo: 1,
    surveyInDays: 3,
    appliances: HOME,
    message: 'Lights go off every evening. We want the fridge and fans to keep running.',
    demoCustomer: true,
  },
  {
    key: 'requested-audit-kalpohin',
    stage: 'requested',
    kind: 'audit',
    site: site('Kalpohin, Tamale', 'NT-0345-2290', 'Near Kalpohin Estates junction'),
    requestedDaysAgo: 0,
    appliances: [],
    message: 'Please check why our prepaid units finish so quickly.',
  },
  {
    key: 'survey-booked-vittin',
    stage: 'survey_booked',
    kind: 'installation',
    site: site('Vittin, Tamale', 'NT-0421-8813', 'Opposite Vittin Senior High School'),
    requestedDaysAgo: 4,
    // Today: the demo technician's first visit of the day.
    surveyInDays: 0,
    technicianVisit: true,
    appliances: SHOP,
    message: 'Cold store for drinks and water.',
  },
  {
    key: 'survey-overdue-sakasaka',
    stage: 'survey_booked',
    kind: 'installation',
    site: site('Sakasaka, Tamale', 'NT-0198-3356', 'Two houses after the Sakasaka mosque'),
    requestedDaysAgo: 8,
    surveyInDays: -2,
    appliances: HOME,
    message: '',
  },
  {
    key: 'surveyed-kanvili',
    stage: 'surveyed',
    kind: 'installation',
    site: site('Kanvili, Tamale', 'NT-0556-1022', 'Near the Kanvili water tank'),
    requestedDaysAgo: 9,
    surveyInDays: -3,
    appliances: HOME,
    message: 'Family house, four bedrooms.',
  },
  {
    key: 'proposal-sent-gumani',
    stage: 'proposal_sent',
    kind: 'installation',
    site: site('Gumani, Tamale', 'NT-0670-5514', 'Gumani, behind the Shell filling station'),
    requestedDaysAgo: 14,
    surveyInDays: -9,
    appliances: HOME,
    message: '',
    validForDays: 9,
    demoCustomer: true,
  },
  {
    key: 'proposal-expiring-choggu',
    stage: 'proposal_sent',
    kind: 'installation',
    site: site('Choggu, Tamale', 'NT-0733-6650', 'Choggu Yapalsi, near the chief\u2019s palace'),
    requestedDaysAgo: 18,
    surveyInDays: -15,
    appliances: SHOP,
    message: 'Provision shop with two freezers.',
    validForDays: 2,
  },
  {
    key: 'accepted-nyohini',
    stage: 'accepted',
    kind: 'installation',
    site: site('Nyohini, Tamale', 'NT-0287-7391', 'Nyohini, by the Total filling station'),
    requestedDaysAgo: 20,
    surveyInDays: -16,
    appliances: HOME,
    message: '',
    validForDays: 4,
  },
  {
    key: 'deposit-paid-savelugu',
    stage: 'deposit_paid',
    kind: 'installation',
    site: site('Savelugu', 'NS-0119-2044', 'Savelugu market, the blue storey building'),
    requestedDaysAgo: 26,
    surveyInDays: -22,
    appliances: SHOP,
    message: '',
  },
  {
    key: 'install-this-week-kpalsi',
    stage: 'install_scheduled',
    kind: 'installation',
    site: site('Kpalsi, Tamale', 'NT-0844-1190', 'Kpalsi, opposite the Islamic school'),
    requestedDaysAgo: 30,
    surveyInDays: -26,
    appliances: HOME,
    message: '',
    // Tomorrow: the demo technician's installation.
    installInDays: 1,
    technicianVisit: true,
  },
  {
    key: 'installed-tolon',
    stage: 'installed',
    kind: 'installation',
    site: site('Tolon', 'NT-1021-3378', 'Tolon, near the district assembly'),
    requestedDaysAgo: 38,
    surveyInDays: -34,
    appliances: SHOP,
    message: '',
    installInDays: -2,
  },
  {
    key: 'commissioned-jisonayili',
    stage: 'commissioned',
    kind: 'installation',
    // The demo customer's own installation: `npm start` shows its warranties and the rating form.
    demoCustomer: true,
    site: site('Jisonayili, Tamale', 'NT-0905-4486', 'Jisonayili, behind the Catholic church'),
    requestedDaysAgo: 60,
    surveyInDays: -55,
    appliances: HOME,
    message: '',
    installInDays: -40,
  },
  {
    key: 'lost-dungu',
    stage: 'lost',
    kind: 'installation',
    site: site('Dungu, Tamale', 'NT-0612-0937', 'Dungu, near the new Zongo road'),
    requestedDaysAgo: 35,
    surveyInDays: -30,
    appliances: HOME,
    message: '',
    closedReason: 'Chose a bigger generator instead for now.',
  },
  {
    key: 'cancelled-kukuo',
    stage: 'cancelled',
    kind: 'installation',
    site: site('Kukuo, Tamale', 'NT-0478-2215', 'Kukuo, by the Yendi road lorry park'),
    requestedDaysAgo: 12,
    surveyInDays: -6,
    appliances: SHOP,
    message: '',
    closedReason: 'The customer is moving to Kumasi.',
  },
];
