// The async boundary: shared singletons (react, router, @agency/ui) are negotiated before any of them runs.
import('./bootstrap');
