import '../../styles/reports.css';
import {
  MESSAGES,
  REPORT_REASONS,
  REPORT_TEXT_MAX_LENGTH,
  type ReportReason,
  type ReportTargetType,
} from '@promptplay/contracts';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useServices, useToast } from '../../app/ServicesContext.js';
import { ModalSurface } from '../../ui/ModalSurface.js';
import { reportErrorText } from './reportErrorText.js';
import { sendReport } from './reportsApi.js';

export interface ReportDialogProps {
  targetType: ReportTargetType;
  targetId: string;
  onClose: () => void;
}

/**
 * The report form over the detail modal: a reason from the fixed list, optional words for the
 * moderator, Send. A report already open on this target closes the form with that news.
 */
export function ReportDialog({ targetType, targetId, onClose }: ReportDialogProps) {
  const { api } = useServices();
  const toast = useToast();
  const ids = useId();
  const firstReason = useRef<HTMLInputElement>(null);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [text, setText] = useState('');

  const send = useMutation({
    mutationFn: (chosen: ReportReason) =>
      sendReport(api, {
        targetType,
        targetId,
        reason: chosen,
        ...(text.trim() ? { text: text.trim() } : {}),
      }),
    onSuccess: () => {
      toast('success', MESSAGES.reportSent);
      onClose();
    },
    onError: (error) => {
      const message = reportErrorText(error);
      toast('error', message);
      if (message === MESSAGES.reportAlreadyOpen) onClose();
    },
  });

  const title = targetType === 'game' ? MESSAGES.reportGameTitle : MESSAGES.reportCommentTitle;
  return (
    <ModalSurface className="report-root" onEscape={onClose} initialFocus={firstReason}>
      <div className="report-backdrop" onClick={onClose} aria-hidden="true" />
      <form
        className="report-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${ids}-title`}
        data-testid="report-dialog"
        onSubmit={(event) => {
          event.preventDefault();
          if (reason !== null && !send.isPending) send.mutate(reason);
        }}
      >
        <h2 id={`${ids}-title`} className="report-dialog__title">
          {title}
        </h2>
        <fieldset className="report-dialog__reasons">
          <legend>{MESSAGES.reportReasonLegend}</legend>
          {REPORT_REASONS.map((option, index) => (
            <label key={option} className="report-dialog__reason">
              <input
                ref={index === 0 ? firstReason : undefined}
                type="radio"
                name={`${ids}-reason`}
                value={option}
                checked={reason === option}
                onChange={() => setReason(option)}
              />
              <span>{MESSAGES.reportReasons[option]}</span>
            </label>
          ))}
        </fieldset>
        <label className="report-dialog__text-label" htmlFor={`${ids}-text`}>
          {MESSAGES.reportTextLabel}
        </label>
        <textarea
          id={`${ids}-text`}
          className="report-dialog__text"
          value={text}
          maxLength={REPORT_TEXT_MAX_LENGTH}
          rows={3}
          onChange={(event) => setText(event.target.value)}
          data-testid="report-text"
        />
        <div className="report-dialog__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {MESSAGES.reportCancel}
          </button>
          <button
            type="submit"
            className="button button--primary"
            disabled={reason === null || send.isPending}
            data-testid="report-send"
          >
            {MESSAGES.reportSend}
          </button>
        </div>
      </form>
    </ModalSurface>
  );
}
