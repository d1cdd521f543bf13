// Vite client types for the renderer: CSS side-effect imports, import.meta.env, import.meta.glob.
/// <reference types="vite/client" />
