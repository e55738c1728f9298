import { useStoredColors } from '../../../components/color/use-stored-colors';
import { storageKeys } from '../../../lib/storage-keys';
import { COLOR_SLOTS } from './big-screen-colors';

/** The big screen's colours: read once from this browser, saved on every change. */
export const useBigScreenColors = () => useStoredColors(storageKeys.bigScreenColors, COLOR_SLOTS);
