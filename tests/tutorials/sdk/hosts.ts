/**
 * The sandbox hosts the SDK stand-in calls. The front-end server of the tests
 * (support/front-end.ts) serves this module from the identity module; this
 * file only declares its type.
 */
export declare const hosts: {auth: string; partnerApi: string};
