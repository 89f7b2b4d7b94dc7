import { generatePath } from 'react-router';
import { PATHS } from '@/shared/config/paths';

export const dataCaptureViewPath = (eventId: number) => generatePath(PATHS.dataCaptureView, { id: String(eventId) });
