/** The React Router context key under which the server hands each request its services and actor. */
import { createContext } from "react-router";
import type { RequestContext } from "./services.ts";

export const requestContext = createContext<RequestContext>();
