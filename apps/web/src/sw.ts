/// <reference lib="webworker" />
// Service worker placeholder until the push feature lands.
export {};
