import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from './ui/button';

/** A route whose content is still being built says so, with a way on: never an empty page. */
export function ComingSoon({ title, text }: { title: string; text: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <Construction className="size-12 text-sun-600" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      <p className="text-slate-700">{text}</p>
      <Link to="/products" className={buttonVariants()}>
        Browse products
      </Link>
    </section>
  );
}
