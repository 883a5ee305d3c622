import { describe, expect, it } from 'vitest';
import { collectErrorMessages } from './form-errors.ts';

describe('collectErrorMessages', () => {
  it('lists top-level, array and nested messages in order, once each', () => {
    const errors = {
      name: { type: 'too_small', message: 'Please enter a service name.', ref: { name: 'name' } },
      variants: [
        undefined,
        { name: { message: 'Please enter a name for this variant.' }, price: { message: 'Please enter a valid price greater than £0.' } },
      ],
    };
    expect(collectErrorMessages(errors)).toEqual([
      'Please enter a service name.',
      'Please enter a name for this variant.',
      'Please enter a valid price greater than £0.',
    ]);
  });

  it('includes an array-level message such as the variant list rule', () => {
    expect(collectErrorMessages({ variants: { root: { message: 'Please add at least one service variant with pricing.' } } })).toEqual([
      'Please add at least one service variant with pricing.',
    ]);
  });
});
