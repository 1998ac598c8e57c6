import type {SidebarItem} from './types';
const items: SidebarItem[] = [];
export default items;
