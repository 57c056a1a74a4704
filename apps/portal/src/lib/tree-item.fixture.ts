/** A dictionary tree item as the server sends it, for the tests of the tree helpers. */
export const treeItem = (id: number, parentId: number | null, itemDesc: string | null = null) => ({
  id,
  parentId,
  itemCode: String(id),
  itemValue: `item ${id}`,
  i18nCode: `dict.X.${id}`,
  itemDesc,
});
