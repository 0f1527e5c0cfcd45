/** "+233241234567" as "+233 24 123 4567", the way Ghanaians write it; anything else as it is. */
export function formatGhanaPhone(phone: string): string {
  return phone.replace(/^\+233(\d{2})(\d{3})(\d{4})$/, '+233 $1 $2 $3');
}
