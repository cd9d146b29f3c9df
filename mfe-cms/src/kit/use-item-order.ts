import { useRef, useState, type PointerEvent } from 'react';
import { orderPaths, type ContentResource } from '@agency/contracts';
import { ApiError, api, useTexts } from '@agency/ui';
import { cmsMessages } from '../messages';
import type { ContentRecord } from './form-rules';
import { CONTENT_WRITE_STALE } from '@agency/contracts/endpoints/endpoint';

export interface ItemOrder {
  /** The records in the order shown: the server's, or the one being dragged or saved. */
  ordered: readonly ContentRecord[];
  /** Moves an item to `index` and saves the new order (the keyboard's move buttons). */
  move: (id: string, index: number) => void;
  /** Props for an item's drag handle: pointer down on it, move over other items, release to save. */
  handleProps: (id: string) => { onPointerDown: (event: PointerEvent<HTMLElement>) => void };
  /** Registers an item's element, so a drag knows which item is under the pointer. */
  itemRef: (id: string) => (element: HTMLElement | null) => void;
  dragging: string | undefined;
  /** For the live region: where the last move put the item, and whether it was saved. */
  announcement: string;
  failure: string | undefined;
}

function moved(ids: readonly string[], id: string, index: number): string[] {
  const rest = ids.filter((other) => other !== id);
  rest.splice(Math.max(0, Math.min(index, rest.length)), 0, id);
  return rest;
}

/**
 * A collection's item order as an editor changes it, by keyboard or by dragging, saved through the resource's
 * order route. The list query reads again after a confirmed save (the api client marks it stale); until then
 * the new order is shown, and a refused save puts the server's order back with the reason.
 */
export function useItemOrder(
  resource: ContentResource,
  records: readonly ContentRecord[],
  titleOf: (record: ContentRecord) => string,
): ItemOrder {
  const t = useTexts(cmsMessages);
  // A local order belongs to the server list it was made from: new server data (after a save, or another
  // editor's change) replaces it.
  const [localState, setLocalState] = useState<{ base: readonly ContentRecord[]; ids: string[] }>();
  const local = localState?.base === records ? localState.ids : undefined;
  const setLocal = (ids: string[] | undefined) => setLocalState(ids ? { base: records, ids } : undefined);
  const [dragging, setDragging] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string>();
  const elements = useRef(new Map<string, HTMLElement>());
  // The order during a drag, read by the next pointer event before React re-renders.
  const latest = useRef<string[] | undefined>(undefined);

  const serverIds = records.map((record) => record._id);
  const ids = local ?? serverIds;
  const byId = new Map(records.map((record) => [record._id, record]));
  const ordered = ids.flatMap((id) => byId.get(id) ?? []);

  const describe = (order: readonly string[], id: string) => {
    const record = byId.get(id);
    return t('order.moved', {
      title: record ? titleOf(record) : t('order.item'),
      position: order.indexOf(id) + 1,
      count: order.length,
    });
  };

  const save = async (order: string[], id: string) => {
    const path = orderPaths(resource)[0];
    if (!path) return;
    setFailure(undefined);
    try {
      await api.put(path, { ids: order }, { stale: CONTENT_WRITE_STALE });
      setAnnouncement(t('order.saved', { move: describe(order, id) }));
    } catch (error) {
      setLocal(undefined);
      setFailure(t('order.failed', { reason: error instanceof ApiError ? error.message : String(error) }));
      setAnnouncement(t('order.notSaved'));
    }
  };

  const move = (id: string, index: number) => {
    const order = moved(ids, id, index);
    setLocal(order);
    setAnnouncement(describe(order, id));
    void save(order, id);
  };

  const indexUnder = (x: number, y: number, current: readonly string[]): number | undefined => {
    for (const [id, element] of elements.current) {
      const box = element.getBoundingClientRect();
      if (x >= box.left && x <= box.right && y >= box.top && y <= box.bottom) {
        const index = current.indexOf(id);
        return index < 0 ? undefined : index;
      }
    }
    return undefined;
  };

  /**
   * The drag follows the pointer on the window, not by capturing it on the handle: moving the dragged item in
   * the DOM (as the order changes under the pointer) would release a capture.
   */
  const handleProps = (id: string) => ({
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      event.preventDefault();
      latest.current = ids;
      setLocal(ids);
      setDragging(id);
      const follow = (move: globalThis.PointerEvent) => {
        const current = latest.current;
        const index = current && indexUnder(move.clientX, move.clientY, current);
        if (!current || index === undefined || current[index] === id) return;
        const order = moved(current, id, index);
        latest.current = order;
        setLocal(order);
      };
      const finish = (keep: boolean) => () => {
        window.removeEventListener('pointermove', follow);
        window.removeEventListener('pointerup', drop);
        window.removeEventListener('pointercancel', cancel);
        setDragging(undefined);
        const order = latest.current;
        latest.current = undefined;
        if (!keep || !order || order.every((other, index) => other === serverIds[index])) {
          setLocal(undefined);
          return;
        }
        setAnnouncement(describe(order, id));
        void save(order, id);
      };
      const drop = finish(true);
      const cancel = finish(false);
      window.addEventListener('pointermove', follow);
      window.addEventListener('pointerup', drop);
      window.addEventListener('pointercancel', cancel);
    },
  });

  const itemRef = (id: string) => (element: HTMLElement | null) => {
    if (element) elements.current.set(id, element);
    else elements.current.delete(id);
  };

  return { ordered, move, handleProps, itemRef, dragging, announcement, failure };
}
