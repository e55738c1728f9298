import { useState } from 'react';
import { readStorage, storageKeys, writeStorage } from '../../../lib/storage-keys';

/** The desktop sidebar's collapsed state, kept across visits (spec §2). */
export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(() => readStorage(storageKeys.sidebarCollapsed) === 'true');
  const toggle = () => {
    setCollapsed((value) => {
      writeStorage(storageKeys.sidebarCollapsed, String(!value));
      return !value;
    });
  };
  return [collapsed, toggle];
}
