export function App() {
  return <main><h1>Liner</h1></main>;
}
