import { useNavigate } from 'react-router';
import { BackIcon } from '../../app/icons.js';
import { UI_TEXT } from '../../lib/uiText.js';

/** A page title with a back button that goes one level up the path (spec §2 Profile). */
export function PageToolbar({ title }: { title: string }) {
  const navigate = useNavigate();
  return (
    <div className="page-toolbar">
      <button
        type="button"
        className="icon-button"
        onClick={() => void navigate('..', { relative: 'path' })}
        aria-label={UI_TEXT.back}
        data-testid="page-back"
      >
        <BackIcon />
      </button>
      <h1>{title}</h1>
    </div>
  );
}
