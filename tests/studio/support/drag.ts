import { createEvent, fireEvent } from '@testing-library/react';

/** Drags `from` onto `to` as a browser would fire it (dragstart, dragover, drop, dragend), with one shared DataTransfer. */
export function drag(from: HTMLElement, to: HTMLElement): void {
  const data = new Map<string, string>();
  const dataTransfer = { effectAllowed: 'all', dropEffect: 'move', setData: (type: string, value: string) => data.set(type, value), getData: (type: string) => data.get(type) ?? '' };
  fireEvent(from, Object.assign(createEvent.dragStart(from), { dataTransfer }));
  fireEvent(to, Object.assign(createEvent.dragOver(to), { dataTransfer }));
  fireEvent(to, Object.assign(createEvent.drop(to), { dataTransfer }));
  fireEvent(from, Object.assign(createEvent.dragEnd(from), { dataTransfer }));
}
