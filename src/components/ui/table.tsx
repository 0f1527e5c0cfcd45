import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * A table in a white, bordered box that scrolls sideways when it is wider than the screen (its rows hold the
 * links or buttons that let a keyboard scroll it). `bare`: the table alone, for a table with nothing to
 * focus (its cells wrap instead), one inside a scrolling region of its own, or one for screen readers only.
 */
export function Table({
  caption,
  bare = false,
  className,
  children,
  ...props
}: ComponentProps<'table'> & {
  /** Said to screen readers only. */
  caption: string;
  bare?: boolean;
}) {
  const table = (
    <table className={cn('w-full text-left text-sm', className)} {...props}>
      <caption className="sr-only">{caption}</caption>
      {children}
    </table>
  );
  return bare ? (
    table
  ) : (
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white">{table}</div>
  );
}

/** The head of a Table: its one row of column headings. */
export function TableHeader({ children }: { children: ReactNode }) {
  return (
    <thead className="bg-slate-50 text-slate-700">
      <tr>{children}</tr>
    </thead>
  );
}

export function TableBody(props: ComponentProps<'tbody'>) {
  return <tbody {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('border-t border-slate-100 align-top', className)} {...props} />;
}

/** A column heading; `className` sets its padding when it differs from p-3 (narrow tables). */
export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return <th scope="col" className={className ?? 'p-3'} {...props} />;
}

/** A cell; `className` replaces the default padding (p-3) when given. */
export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={className ?? 'p-3'} {...props} />;
}

/** A column of a DataTable: its heading, what a row shows in it, and the classes of both (default p-3). */
export interface Column<T> {
  header: string;
  /** Said to screen readers only (e.g. "Actions" above a row's buttons). */
  hideHeader?: boolean;
  /** The heading's classes (default p-3). */
  headClassName?: string;
  /** The cells' classes (default: the heading's). */
  className?: string;
  cell: (row: T) => ReactNode;
}

/**
 * A Table written as its columns (an admin list): a heading per column, a row per item. `rowData`: the row's data-*
 * attributes (what a test or a script finds it by).
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  rowData,
}: {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  rowData?: (row: T) => Record<`data-${string}`, string>;
}) {
  return (
    <Table caption={caption}>
      <TableHeader>
        {columns.map((column) => (
          <TableHead key={column.header} className={column.headClassName}>
            {column.hideHeader ? <span className="sr-only">{column.header}</span> : column.header}
          </TableHead>
        ))}
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)} {...rowData?.(row)}>
            {columns.map((column) => (
              <TableCell key={column.header} className={column.className ?? column.headClassName}>
                {column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
