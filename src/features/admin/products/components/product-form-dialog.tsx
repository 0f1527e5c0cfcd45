import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Button, RemoveButton } from '@/components/ui/button';
import { DialogActions, TitledDialog } from '@/components/ui/dialog';
import { AS_NUMBER, Form, formFieldFor, startingValues, useFieldIds } from '@/components/ui/form';
import { Input, NativeSelect, Textarea } from '@/components/ui/input';
import {
  emptyProductForm,
  productFieldsFrom,
  productFormSchema,
  type ProductFormInput,
  type ProductFormValues,
} from '@domain/catalog/admin-products';
import { CATEGORIES, defaultTypeFor } from '@domain/catalog/catalog';
import { specChoices } from '@domain/catalog/specs';
import { PRODUCT_MESSAGES } from '@domain/catalog/messages';
import type { Product } from '@domain/catalog/product';
import { notify } from '@/lib/toast';
import { useCreateProduct } from '../api/create-product';
import { useUpdateProduct } from '../api/update-product';
import { ImagePicker } from './image-picker';

const ProductField = formFieldFor<ProductFormInput>({
  lowStockThreshold: '"Only N left" shows at or below this.',
});

/** Said under Stock when editing: a new product's stock is typed here, an existing one's changed with Stock. */
const STOCK_HINT = 'To add or take stock, use Stock in the list.';

const formFrom = (product: Product | null) =>
  startingValues(
    emptyProductForm(),
    product && {
      ...product,
      category: product.category as ProductFormInput['category'],
      specs: Object.entries(product.specs).map(([key, value]) => ({ key, value: String(value) })),
    },
  );

interface ProductFormDialogProps {
  /** null: a new product */
  product: Product | null;
  onClose: () => void;
}

/** Create or edit a product; validated with zod before anything is written. */
export function ProductFormDialog({ product, onClose }: ProductFormDialogProps) {
  const id = useFieldIds();
  const form = useForm<ProductFormInput, unknown, ProductFormValues>({
    resolver: zodResolver(productFormSchema),
    defaultValues: formFrom(product),
  });
  const specs = useFieldArray({ control: form.control, name: 'specs' });
  // The keys the product has (a key from an import, not in the list, stays choosable).
  const specKeys = (useWatch({ control: form.control, name: 'specs' }) ?? []).map((spec) => spec?.key ?? '');
  const { errors, isSubmitting } = form.formState;
  const type = useWatch({ control: form.control, name: 'type' });
  const create = useCreateProduct();
  const update = useUpdateProduct();

  const onSubmit = form.handleSubmit(async (values) => {
    const fields = productFieldsFrom(values);
    try {
      if (product) {
        await update.mutateAsync({ product, fields });
        notify.success('Product saved ✅', `${fields.name} is updated.`);
      } else {
        await create.mutateAsync(fields);
        notify.success('Product created ✅', `${fields.name} is in the catalogue.`);
      }
      onClose();
    } catch (error) {
      notify.error(
        error instanceof Error
          ? error.message
          : product
            ? PRODUCT_MESSAGES.updateFailed
            : PRODUCT_MESSAGES.createFailed,
      );
    }
  });

  const onCategory = (e: { target: { value: string } }) =>
    form.setValue('type', defaultTypeFor(e.target.value), { shouldValidate: true });

  return (
    <TitledDialog
      onOpenChange={(open) => !open && onClose()}
      size="wide"
      title={product ? `Edit ${product.name}` : 'New product'}
      description="Fields marked optional may stay empty. The type follows the category; change it only if needed."
    >
      <Form form={form} onSubmit={onSubmit} className="grid gap-4" aria-label="Product form">
        <ProductField name="name" label="Name">
          <Input />
        </ProductField>
        <ProductField name="description" label="Description" optional>
          <Textarea rows={4} />
        </ProductField>
        <div className="grid gap-4 sm:grid-cols-2">
          <ProductField name="category" label="Category" options={{ onChange: onCategory }}>
            <NativeSelect options={CATEGORIES} />
          </ProductField>
          <ProductField name="type" label="Type">
            <NativeSelect
              options={[
                ['product', 'Product'],
                ['service', 'Service'],
              ]}
            />
          </ProductField>
          <ProductField name="price" label="Price (GHS)" options={AS_NUMBER}>
            <Input type="number" inputMode="decimal" step="0.01" min="0" />
          </ProductField>
          <ProductField name="brand" label="Brand" optional>
            <Input />
          </ProductField>
          {type === 'product' && (
            <>
              <ProductField name="stock" label="Stock" hint={product ? STOCK_HINT : undefined} options={AS_NUMBER}>
                <Input type="number" inputMode="numeric" step="1" min="0" />
              </ProductField>
              <ProductField name="lowStockThreshold" label="Low-stock level" options={AS_NUMBER}>
                <Input type="number" inputMode="numeric" step="1" min="0" />
              </ProductField>
            </>
          )}
        </div>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-900">
          <input type="checkbox" className="size-5" {...form.register('featured')} />
          Featured on the home page
        </label>

        <fieldset className="grid gap-2 rounded-md border border-slate-300 p-3">
          <legend className="px-1 text-sm font-medium text-slate-900">Specs</legend>
          {specs.fields.length === 0 && (
            <p className="text-sm text-slate-600">
              No specs yet. Add what shoppers compare, e.g. Power (W) 5000 or Chemistry LiFePO4.
            </p>
          )}
          {specs.fields.map((field, index) => (
            <div key={field.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
              {(['name', 'value'] as const).map((part) => {
                const control = {
                  id: id(`spec-${part}-${index}`),
                  'aria-invalid': errors.specs?.[index]?.[part === 'name' ? 'key' : 'value'] ? true : undefined,
                };
                return (
                  <div key={part}>
                    <label htmlFor={control.id} className="sr-only">
                      Spec {index + 1} {part}
                    </label>
                    {part === 'name' ? (
                      <NativeSelect
                        {...control}
                        placeholder="Choose a spec"
                        options={specChoices(specKeys)}
                        {...form.register(`specs.${index}.key`)}
                      />
                    ) : (
                      <Input {...control} placeholder="value" {...form.register(`specs.${index}.value`)} />
                    )}
                  </div>
                );
              })}
              <RemoveButton label={`Remove spec ${index + 1}`} onClick={() => specs.remove(index)} />
              {(errors.specs?.[index]?.key ?? errors.specs?.[index]?.value) && (
                <p className="col-span-3 text-sm font-medium text-red-700">
                  {errors.specs?.[index]?.key?.message ?? errors.specs?.[index]?.value?.message}
                </p>
              )}
            </div>
          ))}
          {errors.specs?.root?.message && (
            <p className="text-sm font-medium text-red-700">{errors.specs.root.message}</p>
          )}
          {errors.specs?.message && <p className="text-sm font-medium text-red-700">{errors.specs.message}</p>}
          <div>
            <Button variant="outline" size="sm" onClick={() => specs.append({ key: '', value: '' })}>
              <Plus aria-hidden="true" /> Add spec
            </Button>
          </div>
        </fieldset>

        <Controller
          control={form.control}
          name="images"
          render={({ field, fieldState }) => (
            <ImagePicker
              images={field.value ?? []}
              onChange={field.onChange}
              error={fieldState.error?.message ?? errors.images?.[0]?.message}
            />
          )}
        />

        <DialogActions
          label={product ? 'Save changes' : 'Create product'}
          busyLabel="Saving..."
          busy={isSubmitting}
          onCancel={onClose}
        />
      </Form>
    </TitledDialog>
  );
}
