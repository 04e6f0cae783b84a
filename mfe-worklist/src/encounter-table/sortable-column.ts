import type { TableProps } from 'antd';
import type { WorklistSort, WorklistSortKey } from '../worklist/worklist-filter.types';
import { firstSortOrder, isWorklistSortKey, toggleSort } from '../worklist/worklist-sort.rules';

type AntOrder = 'ascend' | 'descend';
const toAnt = (order: WorklistSort['order']): AntOrder => (order === 'asc' ? 'ascend' : 'descend');

/**
 * The antd props of a column the server sorts by `key` (spec 1 §2.6): the header shows the current order; its first
 * click asks the column's first direction (openHccCount desc, the rest asc), the next ones toggle.
 */
export function sortableColumn(sort: WorklistSort, key: WorklistSortKey) {
  const first = toAnt(firstSortOrder(key));
  const second: AntOrder = first === 'ascend' ? 'descend' : 'ascend';
  return {
    key,
    sorter: true,
    // Three entries so antd never proposes "unsorted"; the next order is ours anyway (toggleSort).
    sortDirections: [first, second, first],
    sortOrder: sort.key === key ? toAnt(sort.order) : null,
    showSorterTooltip: false,
  };
}

/** The table's onChange for server-sorted columns: a header click turns into the next sort (`toggleSort`). */
export function sortChangeHandler<Row>(sort: WorklistSort, onSort: (sort: WorklistSort) => void): TableProps<Row>['onChange'] {
  return (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort') return;
    const clicked = Array.isArray(sorter) ? sorter[0] : sorter;
    if (isWorklistSortKey(clicked?.columnKey)) onSort(toggleSort(sort, clicked.columnKey));
  };
}
