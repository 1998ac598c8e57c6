import type {SidebarItem} from './types';

/** The intelligence area of the docs sidebar; filled by the writers of that area. */
const items: SidebarItem[] = [];

export default items;
