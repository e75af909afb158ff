import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createMapStatus, MapStatusContext, MapStatusLine, useTellMapStatus } from './map-status';

function Editor({ title, status }: { title: string | null; status: string }) {
  useTellMapStatus(title, status);
  return null;
}

const pageDrawn = vi.fn();
function Page({ first, children }: { first: string; children?: ReactNode }) {
  const [store] = useState(() => createMapStatus({ title: null, status: first }));
  pageDrawn();
  return (
    <MapStatusContext value={store}>
      <MapStatusLine store={store} />
      {children}
    </MapStatusContext>
  );
}

describe('the mind map status line', () => {
  it('says what the page knows before the editor runs, then what the editor tells it', () => {
    const { rerender } = render(<Page first="Opening..." />);
    expect(screen.getByText('New mind map')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Opening...');
    expect(document.title).toBe('AI Mind Mapper · NeuroNest');

    pageDrawn.mockClear();
    rerender(
      <Page first="Opening...">
        <Editor title="Holiday plan" status="Saved" />
      </Page>,
    );
    expect(screen.getByText('Holiday plan')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(document.title).toBe('Holiday plan · AI Mind Mapper · NeuroNest');
    // The line drew again; the page around the editor did not (only the rerender above drew it).
    expect(pageDrawn).toHaveBeenCalledTimes(1);

    act(() => {
      rerender(
        <Page first="Opening...">
          <Editor title={null} status="Unsaved changes" />
        </Page>,
      );
    });
    expect(screen.getByText('New mind map')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Unsaved changes');
  });
});
