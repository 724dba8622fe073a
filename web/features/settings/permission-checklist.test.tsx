import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PermissionChecklist, togglePermission } from './permission-checklist';

function Harness({ initial }: { initial: string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <MantineProvider>
      <PermissionChecklist value={value} onChange={setValue} />
      <output data-testid="value">{value.join(',')}</output>
    </MantineProvider>
  );
}

afterEach(cleanup);

const box = (label: string) => screen.getByRole('checkbox', { name: label }) as HTMLInputElement;

describe('permission checklist', () => {
  it('checks the parent when a child is checked', () => {
    render(<Harness initial={[]} />);
    fireEvent.click(box('Users'));
    expect(box('Settings').checked).toBe(true);
    expect(box('Users').checked).toBe(true);
    expect(box('Roles').checked).toBe(false);
    expect(screen.getByTestId('value').textContent).toBe('settings,users');
  });

  it('unchecks every child when the parent is unchecked, and leaves other groups alone', () => {
    render(<Harness initial={['view_clients', 'manage_clients', 'settings', 'users', 'suburbs']} />);
    fireEvent.click(box('Settings'));
    expect(box('Users').checked).toBe(false);
    expect(box('Suburbs').checked).toBe(false);
    expect(box('Manage clients').checked).toBe(true);
    expect(screen.getByTestId('value').textContent).toBe('view_clients,manage_clients');
  });

  it('unchecking a child keeps its parent and its siblings', () => {
    expect(togglePermission(['settings', 'users', 'roles'], 'users', false)).toEqual(['settings', 'roles']);
  });

  it('checking a parent alone does not check its children', () => {
    expect(togglePermission([], 'manage_schedules', true)).toEqual(['manage_schedules']);
  });
});
