import { ActionIcon, Box, Tabs } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';

export type LinkTab = { to: string; label: string };

const fade = (side: 'left' | 'right') =>
  ({
    position: 'absolute',
    top: 0,
    bottom: 2,
    [side]: 0,
    display: 'flex',
    alignItems: 'center',
    paddingInline: 2,
    background: `linear-gradient(to ${side === 'left' ? 'right' : 'left'}, var(--mantine-color-body) 60%, transparent)`,
  }) as const;

/**
 * Tabs that are links: each tab is its own address, so it can be opened, shared and gone back to. When they do
 * not all fit (a phone), the row scrolls, the current tab is brought into view, and an arrow over a fade at
 * either end shows that more tabs lie that way and moves to them.
 */
export function LinkTabs({ tabs, active, label }: { tabs: LinkTab[]; active: string; label: string }) {
  const list = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ before: false, after: false });
  const measure = useCallback(() => {
    const el = list.current;
    if (!el) return;
    setMore({ before: el.scrollLeft > 1, after: el.scrollLeft + el.clientWidth < el.scrollWidth - 1 });
  }, []);
  useEffect(() => {
    const el = list.current;
    if (!el) return;
    el.querySelector<HTMLElement>('[data-active]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => observer?.disconnect();
  }, [active, measure]);
  const scroll = (direction: 1 | -1) =>
    list.current?.scrollBy({ left: direction * Math.round(list.current.clientWidth * 0.7), behavior: 'smooth' });
  return (
    <Box pos="relative">
      <Tabs value={active} aria-label={label}>
        <Tabs.List
          ref={list}
          onScroll={measure}
          style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'none' }}
        >
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.to} value={tab.to} renderRoot={(props) => <Link {...props} to={tab.to} />} style={{ whiteSpace: 'nowrap' }}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {more.before && (
        <Box style={fade('left')}>
          <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Earlier ${label.toLowerCase()} tabs`} onClick={() => scroll(-1)}>
            <IconChevronLeft size={16} />
          </ActionIcon>
        </Box>
      )}
      {more.after && (
        <Box style={fade('right')}>
          <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`More ${label.toLowerCase()} tabs`} onClick={() => scroll(1)}>
            <IconChevronRight size={16} />
          </ActionIcon>
        </Box>
      )}
    </Box>
  );
}
