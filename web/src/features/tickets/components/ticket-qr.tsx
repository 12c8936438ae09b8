import '../messages';
import { create } from 'qrcode';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { QR_QUIET_ZONE, qrPath, TICKET_QR_ERROR_CORRECTION } from '@app/domain/qr-path';

/**
 * The ticket's token as a QR code, drawn here as SVG (no image from the network, so it shows
 * offline): black on white with its quiet zone, at least 240 px wide for a scanner at arm's length.
 */
export function TicketQr({ token, reference }: { token: string; reference: string }) {
  const { t } = useLingui();
  const { path, side } = useMemo(() => {
    const { modules } = create(token, { errorCorrectionLevel: TICKET_QR_ERROR_CORRECTION });
    return { path: qrPath(modules), side: modules.size + 2 * QR_QUIET_ZONE };
  }, [token]);
  return (
    <svg
      role="img"
      aria-label={t`QR code of ticket ${reference}`}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      className="block aspect-square w-[min(100%,20rem)] min-w-60 bg-white"
      data-testid="ticket-qr"
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
