import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowDown, ArrowUp, Eye, EyeOff, Pencil, Plus, Star } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm, useFormContext, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { AdminList, AdminPage } from '@/components/admin-page';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DialogActions, TitledDialog } from '@/components/ui/dialog';
import { AS_NUMBER, Form, formFieldFor, startingValues } from '@/components/ui/form';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import { Panel } from '@/components/ui/panel';
import {
  installationFormSchema,
  movedPositions,
  nextPosition,
  testimonialFormSchema,
  type InstallationFormInput,
  type InstallationFormValues,
  type TestimonialFormInput,
  type TestimonialFormValues,
} from '@domain/shop/admin-showcase';
import { SHOWCASE_MESSAGES } from '@domain/shop/messages';
import type { Installation, Testimonial } from '@domain/shop/showcase';
import { notify } from '@/lib/toast';
import {
  useAdminShowcase,
  useSaveInstallation,
  useSaveTestimonial,
  useSetPositions,
  type SaveShowcaseEntry,
  type AdminShowcase,
  type ShowcaseKind,
} from '../api/showcase-admin';
import { ShowcaseImageField } from './showcase-image-field';

const DESCRIPTION =
  'The installations and customer stories on the home page: add them, edit them, put them in order, hide them.';

/** Each kind of entry: its list's words, what a row shows, and the dialog that adds or edits one. */
interface Section<Item> {
  title: string;
  addLabel: string;
  empty: string;
  describe: (item: Item) => { name: string; detail: string; image: string | null };
  Dialog: (props: EntryDialogProps<Item>) => ReactNode;
  dialog: DialogWords<Item>;
}

/** An entry dialog's words: its title for a new entry and for one being edited, what it is for, its form's name and Save. */
interface DialogWords<Item> {
  newTitle: string;
  editTitle: (item: Item) => string;
  description: string;
  /** The form's name, e.g. "Installation". */
  label: string;
  saveLabel: string;
}

type Entry<K extends ShowcaseKind> = AdminShowcase[K][number];

const SECTIONS: { [K in ShowcaseKind]: Section<Entry<K>> } = {
  installations: {
    title: 'Installations',
    addLabel: 'Add installation',
    empty: 'No installation yet: the home page shows none until you add one.',
    describe: (i) => ({
      name: i.title,
      detail: [i.location, i.systemSize].filter(Boolean).join(' · '),
      image: i.image,
    }),
    Dialog: InstallationDialog,
    dialog: {
      newTitle: 'New installation',
      editTitle: (i) => `Edit ${i.title}`,
      description: 'Shown on the home page under Installations.',
      label: 'Installation',
      saveLabel: 'Save installation',
    },
  },
  testimonials: {
    title: 'Testimonials',
    addLabel: 'Add testimonial',
    empty: 'No testimonial yet: the home page shows none until you add one.',
    describe: (t) => ({
      name: t.name,
      detail: [`${t.rating} of 5 stars`, t.location].filter(Boolean).join(' · '),
      image: null,
    }),
    Dialog: TestimonialDialog,
    dialog: {
      newTitle: 'New testimonial',
      editTitle: (t) => `Edit ${t.name}'s story`,
      description: 'Shown on the home page under What our customers say.',
      label: 'Testimonial',
      saveLabel: 'Save testimonial',
    },
  },
};

const KINDS = ['installations', 'testimonials'] as const satisfies readonly ShowcaseKind[];

/** /admin/showcase: installations and testimonials, each listed in the storefront's order. */
export function ShowcasePage() {
  const query = useAdminShowcase();
  return (
    <AdminPage title="Installations and testimonials" metaTitle="Admin · Showcase" description={DESCRIPTION}>
      <AdminList
        query={query}
        loading="Loading the installations and testimonials…"
        failed={SHOWCASE_MESSAGES.loadFailed}
      >
        {(data) => KINDS.map((kind) => <ShowcaseList key={kind} kind={kind} items={data[kind]} />)}
      </AdminList>
    </AdminPage>
  );
}

/** One kind's list in the storefront's order, with its dialog to add or edit an entry. */
function ShowcaseList<K extends ShowcaseKind>({ kind, items }: { kind: K; items: Entry<K>[] }) {
  const { title, addLabel, empty, describe, Dialog } = SECTIONS[kind];
  const [editing, setEditing] = useState<{ item: Entry<K> | null } | null>(null);
  const positions = useSetPositions();
  const fail = () => notify.error(SHOWCASE_MESSAGES.saveFailed, SHOWCASE_MESSAGES.saveFailedText);
  const move = (index: number, by: -1 | 1) => {
    const visibleOf = new Map(items.map((i) => [i.id, i.visible]));
    const changes = movedPositions(items, index, by).map((c) => ({ ...c, visible: visibleOf.get(c.id) ?? false }));
    if (changes.length > 0) positions.mutate({ kind, changes }, { onError: fail });
  };
  const toggle = (item: Entry<K>) =>
    positions.mutate(
      { kind, changes: [{ id: item.id, position: item.position, visible: !item.visible }] },
      {
        onError: fail,
        onSuccess: () => notify.success(item.visible ? 'Hidden from the home page' : 'Shown on the home page'),
      },
    );
  const shown = items.filter((i) => i.visible).length;
  return (
    <Panel title={title}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700">
          {items.length === 0 ? empty : `${shown} of ${items.length} shown on the home page, in this order.`}
        </p>
        <Button onClick={() => setEditing({ item: null })}>
          <Plus aria-hidden="true" /> {addLabel}
        </Button>
      </div>
      {items.length > 0 && (
        <ol className="grid gap-2" aria-label={title}>
          {items.map((item, index) => {
            const { name, detail, image } = describe(item);
            return (
              <li
                key={item.id}
                className="flex flex-wrap items-center gap-3 rounded-md border border-slate-200 bg-white p-2"
              >
                {image !== null && (
                  <img src={image} alt="" className="h-12 w-16 shrink-0 rounded bg-slate-50 object-cover" />
                )}
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium break-words text-slate-900">{name}</span>
                    {item.visible ? <Badge>Shown</Badge> : <Badge variant="neutral">Hidden</Badge>}
                  </div>
                  {detail && <div className="text-xs text-slate-600">{detail}</div>}
                </div>
                <div className="flex flex-wrap gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Move ${name} up`}
                    disabled={index === 0 || positions.isPending}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Move ${name} down`}
                    disabled={index === items.length - 1 || positions.isPending}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={positions.isPending}
                    aria-label={`${item.visible ? 'Hide' : 'Show'} ${name}`}
                    onClick={() => toggle(item)}
                  >
                    {item.visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
                    {item.visible ? 'Hide' : 'Show'}
                  </Button>
                  <Button variant="outline" size="sm" aria-label={`Edit ${name}`} onClick={() => setEditing({ item })}>
                    <Pencil aria-hidden="true" /> Edit
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {editing && (
        <Dialog
          item={editing.item}
          position={nextPosition(items.map((i) => i.position))}
          onClose={() => setEditing(null)}
        />
      )}
    </Panel>
  );
}

/** The dialog that adds or edits an entry: its fields, whether it shows, Cancel and Save; a failed save keeps what was typed. */
function EntryDialog<Item, Input extends FieldValues, Values>({
  words,
  form,
  entry: { item, position, onClose },
  save,
  children,
}: {
  words: DialogWords<Item>;
  form: UseFormReturn<Input, unknown, Values>;
  entry: EntryDialogProps<Item>;
  save: { mutateAsync: (request: SaveShowcaseEntry<Item, Values>) => Promise<void>; isPending: boolean };
  children: ReactNode;
}) {
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ existing: item, values, position });
      notify.success(SHOWCASE_MESSAGES.saved);
      onClose();
    } catch {
      notify.error(SHOWCASE_MESSAGES.saveFailed, SHOWCASE_MESSAGES.saveFailedText);
    }
  });
  return (
    <TitledDialog
      open
      onOpenChange={(open) => !open && onClose()}
      size="wide"
      title={item ? words.editTitle(item) : words.newTitle}
      description={words.description}
    >
      <Form form={form} onSubmit={onSubmit} className="grid gap-3" aria-label={words.label}>
        {children}
        <VisibleCheckbox />
        <DialogActions label={words.saveLabel} busyLabel="Saving..." busy={save.isPending} onCancel={onClose} />
      </Form>
    </TitledDialog>
  );
}

/** What opens an entry's dialog: the entry (null: a new one), where a new one goes, and how to close it. */
interface EntryDialogProps<Item> {
  item: Item | null;
  position: number;
  onClose: () => void;
}

const isoDay = (date: Date | null) => (date ?? new Date()).toISOString().slice(0, 10);

const InstallationField = formFieldFor<InstallationFormInput>();

/** A new installation's values: shown, completed today. */
const newInstallation = (): InstallationFormInput => ({
  title: '',
  location: '',
  systemSize: '',
  description: '',
  image: '',
  completedAt: isoDay(null),
  visible: true,
});

function InstallationDialog({ item, position, onClose }: EntryDialogProps<Installation>) {
  const save = useSaveInstallation();
  const form = useForm<InstallationFormInput, unknown, InstallationFormValues>({
    resolver: zodResolver(installationFormSchema),
    defaultValues: startingValues(newInstallation(), item && { ...item, completedAt: isoDay(item.completedAt) }),
  });
  const image = useWatch({ control: form.control, name: 'image' });
  return (
    <EntryDialog words={SECTIONS.installations.dialog} form={form} entry={{ item, position, onClose }} save={save}>
      <InstallationField name="title" label="Title">
        <Input maxLength={120} />
      </InstallationField>
      <div className="grid gap-3 sm:grid-cols-2">
        <InstallationField name="location" label="Where">
          <Input maxLength={120} placeholder="e.g. Tamale, Northern Region" />
        </InstallationField>
        <InstallationField name="systemSize" label="System size" optional>
          <Input maxLength={60} placeholder="e.g. 5 kVA, 8 panels" />
        </InstallationField>
      </div>
      <InstallationField name="description" label="What was installed" optional>
        <Textarea rows={3} maxLength={1000} />
      </InstallationField>
      <InstallationField name="completedAt" label="Completed on">
        <Input type="date" />
      </InstallationField>
      <ShowcaseImageField
        value={image}
        onChange={(value) => form.setValue('image', value, { shouldDirty: true, shouldValidate: true })}
        error={form.formState.errors.image?.message}
      />
    </EntryDialog>
  );
}

const TestimonialField = formFieldFor<TestimonialFormInput>();

/** A new testimonial's values: five stars, shown. */
const NEW_TESTIMONIAL: TestimonialFormInput = { name: '', location: '', role: '', rating: 5, text: '', visible: true };

function TestimonialDialog({ item, position, onClose }: EntryDialogProps<Testimonial>) {
  const save = useSaveTestimonial();
  const form = useForm<TestimonialFormInput, unknown, TestimonialFormValues>({
    resolver: zodResolver(testimonialFormSchema),
    defaultValues: startingValues(NEW_TESTIMONIAL, item),
  });
  return (
    <EntryDialog words={SECTIONS.testimonials.dialog} form={form} entry={{ item, position, onClose }} save={save}>
      <div className="grid gap-3 sm:grid-cols-2">
        <TestimonialField name="name" label="Customer's name">
          <Input maxLength={100} />
        </TestimonialField>
        <TestimonialField name="location" label="Town" optional>
          <Input maxLength={100} />
        </TestimonialField>
        <TestimonialField name="role" label="Who they are" optional>
          <Input maxLength={100} placeholder="e.g. Shop owner" />
        </TestimonialField>
        <TestimonialField name="rating" label="Rating" options={AS_NUMBER}>
          <NativeSelect options={[5, 4, 3, 2, 1].map((n) => [String(n), `${n} of 5 stars`] as const)} />
        </TestimonialField>
      </div>
      <TestimonialField name="text" label="What they said">
        <Textarea rows={4} maxLength={1000} />
      </TestimonialField>
    </EntryDialog>
  );
}

/** Every entry's "visible" box (registered in the surrounding form). */
function VisibleCheckbox() {
  const { register } = useFormContext<{ visible: boolean }>();
  return (
    <label className="flex min-h-10 items-center gap-2 text-sm text-slate-900">
      <input type="checkbox" className="size-4" {...register('visible')} />
      <Star className="size-4 text-amber-700" aria-hidden="true" /> Show on the home page
    </label>
  );
}
