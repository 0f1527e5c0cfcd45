import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { Form, formFieldFor } from '@/components/ui/form';
import { PlaceFields } from './place-fields';

interface Values {
  who: string;
  phone: string;
  site: { region: string; town: string; gps: string; directions: string };
}

const SiteField = formFieldFor<Values>({ phone: 'We call this number.' });

function Harness({ gpsOptional }: { gpsOptional?: boolean }) {
  const form = useForm<Values>({
    defaultValues: { who: '', phone: '', site: { region: '', town: '', gps: '', directions: '' } },
  });
  return (
    <Form form={form} aria-label="Site">
      <PlaceFields
        Field={SiteField}
        names={{
          name: 'who',
          phone: 'phone',
          region: 'site.region',
          town: 'site.town',
          gpsAddress: 'site.gps',
          landmark: 'site.directions',
        }}
        labels={{ name: 'Your name', town: 'Town or area', landmark: 'Landmark' }}
        directions={{ placeholder: 'Behind the police station', autoComplete: 'address-line1' }}
        gpsOptional={gpsOptional}
      />
    </Form>
  );
}

describe('PlaceFields', () => {
  it("asks for who to call and where, each field under the form's name with the form's words and hints", () => {
    render(<Harness />);
    expect(screen.getByLabelText('Your name')).toHaveAttribute('name', 'who');
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription('We call this number.');
    expect(screen.getByLabelText('Region')).toHaveDisplayValue('Choose a region');
    expect(screen.getByLabelText('Town or area')).toHaveAttribute('name', 'site.town');
    expect(screen.getByLabelText('GhanaPost GPS address')).toHaveAccessibleDescription(
      'From the GhanaPost GPS app, e.g. NT-0123-4567.',
    );
    const landmark = screen.getByLabelText('Landmark');
    expect(landmark).toHaveAttribute('placeholder', 'Behind the police station');
    expect(landmark).toHaveAttribute('autocomplete', 'address-line1');
    expect(screen.queryByText('(optional)')).toBeNull();
  });

  it('says the GPS address is optional where the form does not need it', () => {
    render(<Harness gpsOptional />);
    expect(screen.getByText('(optional)')).toBeInTheDocument();
  });
});
