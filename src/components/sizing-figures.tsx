import { formatKva, formatKwh, formatWatts, type SizingResult } from '@domain/sizing/sizing';

/** The figures, each with how it was worked out: plain words, then the sums. */
export function SizingFigures({ result }: { result: SizingResult }) {
  return (
    <ol className="grid gap-3 xl:grid-cols-2" aria-label="Your figures and how we worked them out">
      {result.steps.map((step, i) => (
        <li key={step.id} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-step={step.id}>
          <h3 className="text-sm font-semibold text-slate-700">
            <span className="mr-1 text-slate-500">{i + 1}.</span>
            {step.title}
          </h3>
          <p className="mt-1 text-2xl font-bold text-brand-900" data-testid={`figure-${step.id}`}>
            {step.figure}
          </p>
          <p className="mt-2 text-sm break-words text-slate-700">{step.explanation}</p>
          {step.workings.length > 0 && (
            <ul className="mt-2 flex flex-col gap-0.5 rounded-md bg-slate-50 p-2 font-mono text-xs break-words text-slate-800">
              {step.workings.map((line, j) => (
                <li key={j}>{line}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}

/** The answer in three figures, before the products that meet them (the workings are in SizingFigures). */
export function SystemAtAGlance({ result }: { result: SizingResult }) {
  const figures = [
    { id: 'inverter', label: 'Inverter', value: formatKva(result.inverterKva) },
    { id: 'battery', label: 'Battery', value: result.batteryWh > 0 ? formatKwh(result.batteryWh) : 'None' },
    { id: 'panels', label: 'Solar panels', value: result.arrayW > 0 ? formatWatts(result.arrayW) : 'None' },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2" aria-label="The system you need">
      {figures.map(({ id, label, value }) => (
        <div key={id} className="rounded-lg border border-brand-200 bg-brand-50 p-2 sm:p-3">
          <dt className="text-xs font-semibold text-slate-700 sm:text-sm">{label}</dt>
          <dd className="mt-0.5 text-base font-bold break-words text-brand-900 sm:text-lg" data-testid={`answer-${id}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
