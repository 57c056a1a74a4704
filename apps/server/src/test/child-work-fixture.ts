/** Functions for child-work.test.ts to call in a child process. */
export const pid = () => process.pid;

export const reversed = (bytes: Uint8Array) => Uint8Array.from(bytes).reverse();

export const fails = (message: string) => {
  throw new Error(message);
};

export const exits = () => process.exit(3);
