// Placeholder until the page is built; the route table lazy-loads this default export.
export default function RecoverChangePage() {
  return <div>RecoverChangePage</div>;
}
