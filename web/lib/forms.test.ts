import { useForm } from '@mantine/form';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { useAction, useFormSave } from './forms';

afterEach(cleanup);

function setup() {
  return renderHook(() => {
    const form = useForm({ initialValues: { name: 'Ann' } });
    return { form, save: useFormSave(form) };
  });
}

describe('useFormSave', () => {
  it('is busy while saving, then puts a refusal on the form', async () => {
    const { result } = setup();
    let refuse!: (error: unknown) => void;
    let saved: unknown;
    act(() => {
      result.current.save.submit((values) => {
        saved = values;
        return new Promise((_, reject) => (refuse = reject));
      })();
    });
    await waitFor(() => expect(result.current.save.busy).toBe(true));
    expect(saved).toEqual({ name: 'Ann' });

    await act(async () => refuse(new ApiError(422, 'The name is taken.', { name: ['Taken.', 'Too short.'] })));
    await waitFor(() => expect(result.current.save.busy).toBe(false));
    expect(result.current.save.message).toBe('The name is taken.');
    expect(result.current.form.errors).toEqual({ name: 'Taken.' });

    act(() => result.current.save.clear());
    expect(result.current.save.message).toBeNull();
  });

  it('says something went wrong on an error that is not the API’s', async () => {
    const { result } = setup();
    await act(async () => result.current.save.submit(() => Promise.reject(new Error('offline')))());
    await waitFor(() => expect(result.current.save.busy).toBe(false));
    expect(result.current.save.message).toBe('Something went wrong. Please try again.');
    expect(result.current.form.errors).toEqual({});
  });

  it('says the form’s own fallback when it has one', async () => {
    const { result } = renderHook(() => {
      const form = useForm({ initialValues: { name: 'Ann' } });
      return useFormSave(form, { fallback: 'The change could not be saved.' });
    });
    await act(async () => result.current.submit(() => Promise.reject(new Error('offline')))());
    await waitFor(() => expect(result.current.message).toBe('The change could not be saved.'));
  });
});

describe('useAction', () => {
  it('is busy while the action runs, and swallows a failure the toast already said', async () => {
    const { result } = renderHook(() => useAction());
    let fail!: (error: unknown) => void;
    let finished = false;
    act(() => {
      void result.current.run(() => new Promise((_, reject) => (fail = reject))).then(() => (finished = true));
    });
    await waitFor(() => expect(result.current.busy).toBe(true));
    await act(async () => fail(new ApiError(422, 'Refused.')));
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(finished).toBe(true);
  });

  it('hands a failure to onError when the caller shows it itself', async () => {
    const { result } = renderHook(() => useAction());
    const seen: unknown[] = [];
    const refusal = new ApiError(422, 'Refused.');
    await act(() =>
      result.current.run(
        () => Promise.reject(refusal),
        (error) => seen.push(error),
      ),
    );
    expect(seen).toEqual([refusal]);
    expect(result.current.busy).toBe(false);
  });
});
