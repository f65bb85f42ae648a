// The loading indicator of every layout's content area.
export function Loading() {
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <strong>Loading</strong>
      <span>Please wait</span>
    </div>
  );
}
