import { libraryEndpoints } from '@boothdeck/contract';
import { useLibrary } from './library-query';

/** The digital props by category. */
export const useProps = () => useLibrary(libraryEndpoints.props);
