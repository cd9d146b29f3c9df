// The async boundary: shared singletons are negotiated before the standalone preview runs.
import('./bootstrap');
