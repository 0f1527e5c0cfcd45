/** The customer's project pages' own words (the refusals' are PROJECT_MESSAGES in domain/projects/project.ts). */
export const PROJECT_PAGE_MESSAGES = {
  listLoadFailed: 'Your projects could not be loaded. Check your connection and try again.',
  loadFailed: 'This project could not be loaded. Check your connection and try again.',
  proposalLoadFailed: 'The proposal could not be loaded. Check your connection and try again.',
  offline: 'You are offline. Your request is kept on this phone: send it when your connection returns.',
  sent: 'Request sent. We will call you to confirm the visit.',
  pdfFailed: 'The PDF could not be made. Check your connection and try again.',
  accepted: (option: number, title: string, name: string, day: string) =>
    `You accepted option ${option}, ${title}, signed by ${name} on ${day}.`,
} as const;
