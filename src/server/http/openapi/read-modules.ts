// The modules whose holders may call an endpoint (DESIGN.md §4: "a read belongs to the modules
// whose screens use it"), as route names of screens.yaml. The access model of the config
// answers it; the document shows it as x-modules. Undefined or empty: the call is bound to no
// module (public, any session, platform), and x-modules is left out.
export type ReadModules = (path: string) => readonly string[] | undefined

/** Until the document is handed the access model, no endpoint shows modules. */
export const noReadModules: ReadModules = () => undefined
