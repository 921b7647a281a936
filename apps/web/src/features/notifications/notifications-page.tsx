// Placeholder until the page is built; the route table lazy-loads this default export.
export default function NotificationsPage() {
  return <div>NotificationsPage</div>;
}
