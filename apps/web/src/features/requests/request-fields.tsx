import { BLOOD_GROUPS, COMPONENTS } from '@raktsetu/contract';
import type { FieldValues } from 'react-hook-form';
import type { BoundFieldProps } from '../../components/form-fields';
import { FormSelect } from '../../components/form-select';

/*
 * The blood group and component of a request, as the Request Blood popup asks them and its edit form changes
 * them (docs/spec/part-1-institution-side.md §5): required, one of the contract's lists, never left empty.
 */

type RequestSelectProps<T extends FieldValues, Out> = Omit<BoundFieldProps<T, Out>, 'required'> & {
  label: string;
};

/** The patient's blood group: one of the eight. */
export function BloodGroupSelect<T extends FieldValues, Out>(props: RequestSelectProps<T, Out>) {
  return (
    <FormSelect
      {...props}
      data={[...BLOOD_GROUPS]}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      // The theme makes text inputs md; the selects beside them match their height.
      size="md"
      required
    />
  );
}

/** The component asked for, found by typing a few letters of its long name. */
export function ComponentSelect<T extends FieldValues, Out>(props: RequestSelectProps<T, Out>) {
  return (
    <FormSelect
      {...props}
      data={[...COMPONENTS]}
      allowDeselect={false}
      searchable
      comboboxProps={{ withinPortal: true }}
      size="md"
      required
    />
  );
}
