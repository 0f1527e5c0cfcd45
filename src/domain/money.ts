/** Money is GHS with 2 decimals in documents; arithmetic is done in integer pesewas so totals never drift. */
export type Pesewas = number;

export function toPesewas(ghs: number): Pesewas {
  return Math.round(ghs * 100);
}

export function fromPesewas(pesewas: Pesewas): number {
  return Math.round(pesewas) / 100;
}
