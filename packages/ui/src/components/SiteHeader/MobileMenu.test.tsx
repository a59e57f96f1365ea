import { afterEach, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MobileMenu } from './MobileMenu';

type Listener = (event: MediaQueryListEvent) => void;

function stubMatchMedia() {
  const listeners = new Set<Listener>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
  }));
  return { growToDesktop: () => listeners.forEach((listener) => listener({ matches: true } as MediaQueryListEvent)) };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderMenu() {
  render(<MobileMenu items={[{ label: 'Docs', href: '/docs' }]} openLabel="Menu" closeLabel="Close menu" />);
  const toggle = screen.getByRole('button', { name: 'Menu' });
  toggle.focus(); // a real click focuses the button
  fireEvent.click(toggle);
  expect(screen.getByRole('dialog', { name: 'Menu' })).toBeTruthy();
}

it('closes on back navigation and returns focus to the toggle', () => {
  stubMatchMedia();
  renderMenu();
  act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Menu' }));
});

it('closes when the viewport grows to desktop width', () => {
  const media = stubMatchMedia();
  renderMenu();
  act(() => media.growToDesktop());
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('closes when a link is followed', () => {
  stubMatchMedia();
  renderMenu();
  fireEvent.click(screen.getByRole('link', { name: 'Docs' }));
  expect(screen.queryByRole('dialog')).toBeNull();
});
